import { Anchor, Box } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { ComingSoon } from '../../components/coming-soon.tsx';
import { RequireUser } from '../../lib/auth/require-user.tsx';
import { hasAccess } from '../../lib/auth/access-rules.ts';
import { UNAUTHORIZED_PATH } from '../../lib/auth/route-access-gate.tsx';

/** /admin/: the staff administration site, a full page outside the app's header and menu. */
export function AdminPage() {
  return (
    <RequireUser>
      {(user) =>
        // The staff rule ignores the active role, so any role value will do here.
        hasAccess('staff', user, 'agent') ? (
          <Box mih="100dvh" display="flex" style={{ alignItems: 'center', justifyContent: 'center' }}>
            <ComingSoon title="Admin" description="The administration site is coming soon.">
              <Anchor component={Link} to="/app/trips">
                Back to the app
              </Anchor>
            </ComingSoon>
          </Box>
        ) : (
          <Navigate replace to={UNAUTHORIZED_PATH} />
        )
      }
    </RequireUser>
  );
}
