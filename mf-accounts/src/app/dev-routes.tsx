import type { DevRoute } from '@freelane/shared/dev';
import AreaHome from '../pages/area-home';
import EditProfile from '../pages/edit-profile';
import FindTalent from '../pages/find-talent';
import ForgetPassword from '../pages/forget-password';
import GoogleSuccess from '../pages/google-success';
import Login from '../pages/login';
import RecoverPassword from '../pages/recover-password';
import SelectRole from '../pages/select-role';
import SignUp from '../pages/sign-up';

/** The accounts routes as the shell declares them, for running this remote on its own. */
export const DEV_ROUTES: DevRoute[] = [
  { path: '/', label: 'Area home', element: <AreaHome /> },
  { path: '/SignUp', label: 'Sign up', element: <SignUp /> },
  { path: '/login', label: 'Login', element: <Login /> },
  { path: '/google-success', element: <GoogleSuccess /> },
  { path: '/select-role', label: 'Select role', element: <SelectRole /> },
  { path: '/forget-password', label: 'Forgot password', element: <ForgetPassword /> },
  { path: '/recover-password/:id', element: <RecoverPassword /> },
  { path: '/editProfile', label: 'Edit profile', element: <EditProfile /> },
  { path: '/find-talent', label: 'Find Talent', element: <FindTalent /> },
];
