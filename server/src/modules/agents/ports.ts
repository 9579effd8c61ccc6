// What the agents area offers other areas (server/src/modules/README.md).
// The operator area's setup checklist: whether an agency can book yet.
export type { AgenciesService } from './agencies.service.ts';
