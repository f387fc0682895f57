/** The Activity tab's filters as typed in the form, and the query's filter made from them. */
export interface ActivityFilterValues {
  /** A person's id as a string, or '' for everyone. */
  actorId: string;
  /** An entity type ('article', 'person', ...) or '' for every type. */
  entityType: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

export const EMPTY_ACTIVITY_FILTER: ActivityFilterValues = { actorId: '', entityType: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** 'To' before 'From' is an error; otherwise nothing to say. */
export function activityFilterError(values: ActivityFilterValues): string | undefined {
  if (values.from && !DAY.test(values.from)) return 'From must be a date';
  if (values.to && !DAY.test(values.to)) return 'To must be a date';
  if (values.from && values.to && values.to < values.from) return 'To must not be before From';
  return undefined;
}

/**
 * The filter the server reads: dates become the start of From and the end of To in the browser's
 * time zone (what the person picked), sent as instants.
 */
export function toActivityFilter(values: ActivityFilterValues): { actorId?: number; entityType?: string; from?: string; to?: string } {
  const filter: { actorId?: number; entityType?: string; from?: string; to?: string } = {};
  const actor = Number(values.actorId);
  if (values.actorId && Number.isInteger(actor) && actor > 0) filter.actorId = actor;
  if (values.entityType) filter.entityType = values.entityType;
  if (values.from && DAY.test(values.from)) filter.from = new Date(`${values.from}T00:00:00`).toISOString();
  if (values.to && DAY.test(values.to)) {
    const end = new Date(`${values.to}T00:00:00`);
    end.setDate(end.getDate() + 1);
    filter.to = end.toISOString();
  }
  return filter;
}

const ACTION_LABEL: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  submit: 'Submitted for review',
  restore: 'Restored a revision',
  invite: 'Invited',
  role: 'Changed role',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  send: 'Sent',
  schedule: 'Scheduled',
  accept: 'Joined',
  revoke: 'Withdrew',
  upload: 'Uploaded',
  import: 'Imported',
  settings: 'Changed settings',
};

/** 'submit_for_review' / 'submit' → 'Submitted for review'; an unknown action reads as itself. */
export function actionLabel(action: string): string {
  const key = action.toLowerCase();
  if (ACTION_LABEL[key]) return ACTION_LABEL[key];
  const spaced = key.replace(/[_.-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 'age_group' → 'Age group'. */
export const typeLabel = (type: string): string => {
  const spaced = type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_.-]+/g, ' ').trim().toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};
