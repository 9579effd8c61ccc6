import {
  assignDriverVehicleRequestSchema,
  changeDriverVehicleResponseSchema,
  claimedTripListSchema,
  claimTripResponseSchema,
  companyDriverOptionListSchema,
  companyOptionsQuerySchema,
  companyVehicleOptionListSchema,
  offeredTripListSchema,
  offerTripResponseSchema,
  withdrawOfferResponseSchema,
  offerPayoutPolicyRequestSchema,
  offerPayoutPolicySchema,
  companyMarketplaceRecordSchema,
  releaseTripResponseSchema,
  tripIdParamsSchema,
} from '@vozimo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReplies } from '../../platform/http/error-replies.ts';
import { requireActor } from '../../platform/sessions/sessions-plugin.ts';
import type { OffersService } from './offers.service.ts';

export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, { offers }) => {
  app.post(
    '/api/offer_trip/:tripId/',
    {
      config: { permission: 'trip.offerToDrivers' },
      schema: {
        tags: ['offers'],
        summary: 'Offer a booked trip without driver and vehicle to the driver companies (staff)',
        params: tripIdParamsSchema,
        response: { 200: offerTripResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.offerTripToDrivers(requireActor(request), request.params.tripId),
  );

  app.post(
    '/api/withdraw_offer/:tripId/',
    {
      config: { permission: 'trip.offerToDrivers' },
      schema: {
        tags: ['offers'],
        summary: 'Take back the offer of a trip no company has claimed (staff)',
        params: tripIdParamsSchema,
        response: { 200: withdrawOfferResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.withdrawOffer(requireActor(request), request.params.tripId),
  );

  app.get(
    '/api/offered_trips/',
    {
      config: { permission: 'offers.list' },
      schema: {
        tags: ['offers'],
        summary: 'Offered trips no company has claimed yet, with the payout (driver admins of approved companies, staff)',
        response: { 200: offeredTripListSchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => offers.listOfferedTrips(requireActor(request)),
  );

  app.get(
    '/api/upcoming_claimed_trips',
    {
      config: { permission: 'offers.list' },
      schema: {
        tags: ['offers'],
        summary: "The company's claimed trips with pickup ahead (staff: every company's, or ?company=)",
        querystring: companyOptionsQuerySchema,
        response: { 200: claimedTripListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => offers.listUpcomingClaimedTrips(requireActor(request), request.query.company),
  );

  app.get(
    '/api/list_company_drivers',
    {
      config: { permission: 'offers.list' },
      schema: {
        tags: ['offers'],
        summary: "The company's drivers a trip may be given to today (staff name the company: ?company=)",
        querystring: companyOptionsQuerySchema,
        response: { 200: companyDriverOptionListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => offers.listCompanyDrivers(requireActor(request), request.query.company),
  );

  app.get(
    '/api/list_company_vehicles',
    {
      config: { permission: 'offers.list' },
      schema: {
        tags: ['offers'],
        summary: "The company's vehicles a trip may be given to today (staff name the company: ?company=)",
        querystring: companyOptionsQuerySchema,
        response: { 200: companyVehicleOptionListSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => offers.listCompanyVehicles(requireActor(request), request.query.company),
  );

  app.post(
    '/api/claim_trip/:tripId/',
    {
      config: { permission: 'offers.claim' },
      schema: {
        tags: ['offers'],
        summary: 'Claim an offered trip for one of the company’s drivers and vehicles; exactly one claim wins',
        params: tripIdParamsSchema,
        body: assignDriverVehicleRequestSchema,
        response: { 200: claimTripResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.claimTrip(requireActor(request), request.params.tripId, request.body),
  );

  app.post(
    '/api/change_driver_vehicle/:tripId/',
    {
      config: { permission: 'offers.claim' },
      schema: {
        tags: ['offers'],
        summary: 'Change the driver and vehicle of a claimed trip, until 24 hours before pickup',
        params: tripIdParamsSchema,
        body: assignDriverVehicleRequestSchema,
        response: { 200: changeDriverVehicleResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.changeDriverVehicle(requireActor(request), request.params.tripId, request.body),
  );

  app.post(
    '/api/release_trip/:tripId/',
    {
      config: { permission: 'offers.claim' },
      schema: {
        tags: ['offers'],
        summary: 'Give a claimed trip back to the marketplace, until 48 hours before pickup (the claiming company, staff)',
        params: tripIdParamsSchema,
        response: { 200: releaseTripResponseSchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (request) => offers.releaseTrip(requireActor(request), request.params.tripId),
  );

  app.get(
    '/api/offers_at_risk/',
    {
      config: { permission: 'offers.atRisk' },
      schema: {
        tags: ['offers'],
        summary: 'Offered trips no company claimed with pickup within 48 hours (staff)',
        response: { 200: offeredTripListSchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => offers.listOffersAtRisk(requireActor(request)),
  );

  app.get(
    '/api/offer_payout_policy/',
    {
      config: { permission: 'offers.payoutPolicy' },
      schema: {
        tags: ['offers'],
        summary: 'The automatic payout steps of offered trips nobody claims (staff)',
        response: { 200: offerPayoutPolicySchema, ...errorReplies(401, 403) },
      },
    },
    async (request) => offers.getOfferPayoutPolicy(requireActor(request)),
  );

  app.post(
    '/api/offer_payout_policy/',
    {
      config: { permission: 'offers.payoutPolicy' },
      schema: {
        tags: ['offers'],
        summary: 'Set the payout steps: hours before pickup, amount per step, the platform’s margin floor; later steps only (staff)',
        body: offerPayoutPolicyRequestSchema,
        response: { 200: offerPayoutPolicySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => offers.updateOfferPayoutPolicy(requireActor(request), request.body),
  );

  app.get(
    '/api/company_marketplace_record/',
    {
      config: { permission: 'offers.companyRecord' },
      schema: {
        tags: ['offers'],
        summary: "A driver company's claims, releases and late changes over the last 90 days (staff)",
        querystring: companyOptionsQuerySchema,
        response: { 200: companyMarketplaceRecordSchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (request) => offers.companyMarketplaceRecord(requireActor(request), request.query.company),
  );
};
