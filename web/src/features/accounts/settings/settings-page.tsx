import { Container, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { OWN_ACCOUNT_MESSAGES, type ChangePasswordRequest, type UpdateOwnAccountRequest } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { ownAccountQueryOptions, useChangePassword, useUpdateOwnAccount } from '../../../api/accounts/own-account.ts';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { isRefusedInput } from '../shared/form-failure.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { OwnDetailsForm } from './own-details-form.tsx';

export const DETAILS_LOAD_FAILED = 'Your details could not be loaded. Please try again later.';
export const DETAILS_SAVE_FAILED = 'Your details could not be saved.';
export const PASSWORD_CHANGE_FAILED = 'Your password could not be changed.';

/**
 * Runs a save and says how it went: the contract's sentence in a green toast, or a red one for a
 * failure the form does not word itself. Resolves with the error, for the form to keep its values.
 */
async function saveWithToasts(save: () => Promise<unknown>, saved: string, failed: string): Promise<unknown> {
  try {
    await save();
    notifications.show({ color: 'green', message: saved });
    return undefined;
  } catch (error) {
    if (!isRefusedInput(error)) showFailureToast(failed, { error });
    return error;
  }
}

/**
 * /app/settings (issue 14; a placeholder in the spec): the signed-in user's own details and password,
 * and `business`: what an admin keeps of its agency or company, which app/ passes in from the area
 * that owns it (a feature never imports another).
 */
export function SettingsPage({ business }: { business?: ReactNode }) {
  const account = useQuery(ownAccountQueryOptions());
  const update = useUpdateOwnAccount();
  const changePassword = useChangePassword();

  return (
    <Container size="sm" px={0}>
      <PageTitle title="Settings" />
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Settings
        </Title>
        <FormSection title="Your details" id="settings-details">
          {account.isPending ? (
            <QueryLoader label="Loading your details" />
          ) : account.isError ? (
            <LoadFailedAlert>{DETAILS_LOAD_FAILED}</LoadFailedAlert>
          ) : (
            <OwnDetailsForm
              account={account.data}
              saving={update.isPending}
              onSubmit={(request: UpdateOwnAccountRequest) => saveWithToasts(() => update.mutateAsync(request), OWN_ACCOUNT_MESSAGES.saved, DETAILS_SAVE_FAILED)}
            />
          )}
        </FormSection>
        {business}
        <FormSection title="Change password" id="settings-password">
          <ChangePasswordForm
            saving={changePassword.isPending}
            onSubmit={(request: ChangePasswordRequest) =>
              saveWithToasts(() => changePassword.mutateAsync(request), OWN_ACCOUNT_MESSAGES.passwordChanged, PASSWORD_CHANGE_FAILED)
            }
          />
        </FormSection>
      </Stack>
    </Container>
  );
}
