/**
 * Where a driver or vehicle stands after its company edits it (ADR 0019, ADR 0062). A change staff
 * must see (a new name or photo, a new plate or type, a new document) sends it back to waiting for
 * approval, except a renewal: an approved record whose only change is documents that replace ones
 * on file and still valid today stays on the road, its new documents waiting for staff's look. Staff's own
 * edit approves it when its documents are all on file and valid (ADR 0054), and keeps an approval it had.
 */
export interface EditedRecord {
  byStaff: boolean;
  wasApproved: boolean;
  wasUnderReview: boolean;
  /** A change other than documents that staff must approve. */
  otherChangeNeedsApproval: boolean;
  /** The last valid day of each document the edit replaces or adds; null when none was on file. */
  replacedDocumentsEnd: readonly (string | null)[];
  /** After the edit, every document the record needs is on file and valid today (ADR 0054). */
  papersComplete: boolean;
  /** Zagreb calendar date. */
  today: string;
}

export interface ApprovalAfterEdit {
  isApproved: boolean;
  documentsUnderReview: boolean;
}

export function approvalAfterEdit(edit: EditedRecord): ApprovalAfterEdit {
  if (edit.byStaff) return { isApproved: edit.wasApproved || edit.papersComplete, documentsUnderReview: false };
  const documentsChanged = edit.replacedDocumentsEnd.length > 0;
  if (!edit.otherChangeNeedsApproval && !documentsChanged) return { isApproved: edit.wasApproved, documentsUnderReview: edit.wasUnderReview };
  const renewal =
    edit.wasApproved && !edit.otherChangeNeedsApproval && edit.replacedDocumentsEnd.every((lastDay) => lastDay !== null && lastDay >= edit.today);
  return renewal ? { isApproved: true, documentsUnderReview: true } : { isApproved: false, documentsUnderReview: false };
}

/**
 * Whether every document slot is on file and valid today once `changes` are applied: a changed
 * slot takes its new last valid day, the others keep the record's (`onFile`, null when none).
 */
export function papersCompleteAfter(
  onFile: Readonly<Record<string, string | null>>,
  changes: readonly { kind: string; expiresOn: string }[],
  today: string,
): boolean {
  return Object.entries(onFile).every(([kind, lastDay]) => {
    const day = changes.find((change) => change.kind === kind)?.expiresOn ?? lastDay;
    return day !== null && day >= today;
  });
}
