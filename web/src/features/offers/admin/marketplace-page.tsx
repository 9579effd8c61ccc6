import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { CompanyRecord } from './company-record.tsx';
import { OffersAtRisk } from './offers-at-risk.tsx';
import { PayoutPolicy } from './payout-policy-form.tsx';

const TABS = ['at-risk', 'payout-steps', 'companies'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/marketplace: the marketplace as staff watch it (ADR 0020, 0056): offers nobody claimed
 * near their pickup, the automatic payout steps, and each company's record. The tab and the company
 * are in the address, so a reload or a shared link shows the same.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'at-risk';
  const company = Number(params.get('company')) || null;
  const update = (next: { tab?: Tab; company?: number | null }) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (next.tab) after.set('tab', next.tab);
        if (next.company !== undefined) {
          if (next.company === null) after.delete('company');
          else after.set('company', String(next.company));
        }
        return after;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title="Marketplace" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Marketplace
        </Title>
        <Text c="dimmed">Trips offered to driver companies: those still unclaimed near pickup, how their payout rises, and how each company has used the marketplace.</Text>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && update({ tab: value as Tab })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="at-risk">Offers at risk</Tabs.Tab>
          <Tabs.Tab value="payout-steps">Payout steps</Tabs.Tab>
          <Tabs.Tab value="companies">Company records</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="at-risk" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Offered trips no company has claimed, with pickup within 48 hours, soonest first. Open one to withdraw its offer or assign a driver.
            </Text>
            <OffersAtRisk />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="payout-steps" pt="md">
          <PayoutPolicy />
        </Tabs.Panel>
        <Tabs.Panel value="companies" pt="md">
          <CompanyRecord company={company} onCompany={(next) => update({ company: next })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
