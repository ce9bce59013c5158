// Account settings for every signed-in user: change password, change e-mail, export my data, delete my account.
export {
  AccountSettingsLoading,
  AccountSettingsPage,
  type AccountSettingsPageProps,
} from './components/account-settings-page';
