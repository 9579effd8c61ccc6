/** The operator area's query keys: the business details and the back office's setup checklist. */
export const operatorKeys = {
  all: ['operator'] as const,
  businessDetails: () => ['operator', 'business-details'] as const,
  setupChecklist: () => ['operator', 'setup-checklist'] as const,
};
