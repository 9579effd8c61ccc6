import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SiteFooter } from '../shell/footer/site-footer.tsx';
import { PublicHeader } from '../shell/header/public-header.tsx';

/** Public pages: header (no sign-in required), page, footer pinned to the bottom of short pages. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
