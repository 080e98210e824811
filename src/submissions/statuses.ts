/**
 * The statuses staff move a submission through, per kind of form (docs/decisions/0024-lead-inbox.md,
 * 0050-job-applications.md). A form's descriptor carries its list (`statuses`, leads' by default);
 * the inbox checks a status against the row's form. `spam` is in every list: the honeypot sets it.
 */
export const leadStatuses = ['new', 'in_progress', 'answered', 'won', 'lost', 'spam'] as const;
export const applicationStatuses = ['new', 'reviewing', 'interview', 'offer', 'hired', 'declined', 'spam'] as const;

/** Every status any form has, each once. */
export const allStatuses = [...new Set([...leadStatuses, ...applicationStatuses])] as readonly Status[];

export type LeadStatus = (typeof leadStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type Status = LeadStatus | ApplicationStatus;
