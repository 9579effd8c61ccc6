import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCar, IconPlus, IconSteeringWheel, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { driverListQueryOptions, vehicleListQueryOptions } from '../../../api/fleet/fleet-records-queries.ts';
import { QueryLoader } from '../../../components/query-states.tsx';
import type { ActiveRole } from '../../../lib/auth/choose-initial-role.ts';

/**
 * The trips screen of someone with no trip in any month: instead of "No trips in November", what to
 * do first. An agent books; a driver admin first needs a driver and a vehicle, then waits for
 * offers. A plain driver's trips come from the company, so the screen only says so.
 */
export function FirstSteps({ role, user }: { role: ActiveRole; user: CurrentUser }) {
  if (role === 'agent') {
    return (
      <StepPanel title="No trips yet">
        <Text>Book a trip for your customer, or save it as a quote to send them first. Each trip has a link where the customer sees it and pays the deposit.</Text>
        <Group>
          <Button component={Link} to="/app/new-trip" leftSection={<IconPlus size={18} aria-hidden />}>
            Create your first trip
          </Button>
        </Group>
      </StepPanel>
    );
  }
  if (user.is_driver_admin) return <CompanyFirstSteps />;
  return (
    <StepPanel title="No trips yet">
      <Text>Your company assigns you trips. They show here, with the pickup and the customer to call.</Text>
    </StepPanel>
  );
}

/** A driver admin: add a driver and a vehicle; once they are approved, claim offered trips. */
function CompanyFirstSteps() {
  const drivers = useQuery(driverListQueryOptions());
  const vehicles = useQuery(vehicleListQueryOptions());
  if (drivers.isPending || vehicles.isPending) return <QueryLoader label="Loading your drivers and vehicles" />;
  // Without the lists the next step is still the Offers screen; its own page says what is missing.
  const driverCount = drivers.data?.length ?? 1;
  const vehicleCount = vehicles.data?.length ?? 1;

  if (driverCount === 0 || vehicleCount === 0) {
    return (
      <StepPanel title="Add your drivers and vehicles">
        <Text>
          To claim trips, your company needs at least one driver and one vehicle, each with its documents (the driver&apos;s
          licence and ID; the vehicle&apos;s registration and insurance). Vozimo staff check and approve them.
        </Text>
        <Group>
          {driverCount === 0 && (
            <Button component={Link} to="/app/drivers" leftSection={<IconSteeringWheel size={18} aria-hidden />}>
              Add a driver
            </Button>
          )}
          {vehicleCount === 0 && (
            <Button component={Link} to="/app/vehicles" variant={driverCount === 0 ? 'default' : 'filled'} leftSection={<IconCar size={18} aria-hidden />}>
              Add a vehicle
            </Button>
          )}
        </Group>
      </StepPanel>
    );
  }

  const approvedDriver = drivers.data?.some((d) => d.is_approved) ?? true;
  const approvedVehicle = vehicles.data?.some((v) => v.is_approved) ?? true;
  const waiting = !approvedDriver || !approvedVehicle;
  return (
    <StepPanel title="No trips yet">
      {waiting && <Text>Your drivers and vehicles wait for approval by Vozimo staff; you can claim trips once one of each is approved.</Text>}
      <Text>
        What happens next: when a trip is offered to driver companies, it appears under Offers. Claim it with an approved
        driver and vehicle, and it shows here with the pickup and the payout.
      </Text>
      <Group>
        <Button component={Link} to="/app/offers" variant={waiting ? 'default' : 'filled'} leftSection={<IconTicket size={18} aria-hidden />}>
          Open Offers
        </Button>
      </Group>
    </StepPanel>
  );
}

function StepPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={title}>
      <Stack gap="sm" maw={640}>
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
