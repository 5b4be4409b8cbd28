// The upload button's one home is the plain control (issue 39): the profile photo is on
// /editProfile's first screen, and the other uploads (résumé, blog image) need no antd for it either.
export {
  PlainUploadTrigger as UploadTrigger,
  type PlainUploadTriggerProps as UploadTriggerProps,
} from './plain/plain-upload-trigger';
