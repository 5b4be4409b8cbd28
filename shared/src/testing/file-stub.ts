export default 'test-file-stub';
