// The setup wizard edits the same profile the profile page shows: the same loader.
export { queries } from './my-profile.loader';
