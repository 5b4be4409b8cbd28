import { createRoot } from 'react-dom/client';
import Home from './pages/home';
const el = document.getElementById('root');
if (el) createRoot(el).render(<Home />);
