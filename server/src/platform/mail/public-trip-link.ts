/**
 * The public trip page with its secret token (the link the agent sends): where the customer sees
 * the trip and pays the deposit. Every e-mail about a trip links here.
 */
export function publicTripLink(publicUrl: string, trip: { reference: string; token: string }): string {
  return `${publicUrl}/trip/${encodeURIComponent(trip.reference)}?token=${encodeURIComponent(trip.token)}`;
}
