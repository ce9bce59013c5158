// One mutation hook per account-settings action. None of them caches anything: the screen has no list to refresh,
// and what changes the session (a new address, a deleted account) is handled by the app's session code.
import { useMutation } from '@tanstack/react-query';
import { accountSettingsApi } from './account-settings-api';

export const useChangePassword = () => useMutation({ mutationFn: accountSettingsApi.changePassword });

export const useRequestEmailChange = () => useMutation({ mutationFn: accountSettingsApi.requestEmailChange });

export const useDownloadExport = () => useMutation({ mutationFn: accountSettingsApi.downloadExport });

export const useDeleteAccount = () => useMutation({ mutationFn: accountSettingsApi.deleteAccount });
