import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import { type SignInRequest, useSignIn } from '../../../api/auth/use-sign-in.ts';
import { describeLoginError } from './describe-login-error.ts';
import { LoginForm } from './login-form.tsx';
import { resolveAfterLoginPath } from './resolve-after-login-path.ts';

/** /login: sign in, then continue to `next`, the page the visitor came from, or the trips list. */
export function LoginPage() {
  const location = useLocation();
  const { data: user } = useCurrentUser();
  const signIn = useSignIn();
  const target = resolveAfterLoginPath(location.search, location.state);

  // A signed-in visitor moves on; this is also how a successful sign-in leaves the page, since
  // useSignIn puts the returned user into the cache.
  if (user) return <Navigate replace to={target} />;

  const submit = async (request: SignInRequest) => {
    try {
      await signIn.mutateAsync(request);
      return undefined;
    } catch (error) {
      const { title, message } = describeLoginError(error);
      showFailureToast(message, { title, icon: <IconAlertTriangle size={18} /> });
      return error;
    }
  };

  return (
    <Center px="md" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={28}>
              Sign in
            </Title>
            <Text c="dimmed">Welcome back. Sign in to manage your trips.</Text>
          </Stack>
          <LoginForm submitting={signIn.isPending} onSubmit={submit} />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
            Forgot password?
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
