import { describe, expect, it } from 'vitest';
import { approvalAfterEdit, type EditedRecord } from './approval-after-edit.ts';

const renewal: EditedRecord = {
  byStaff: false,
  wasApproved: true,
  wasUnderReview: false,
  otherChangeNeedsApproval: false,
  replacedDocumentsEnd: ['2030-06-10'],
  papersComplete: true,
  today: '2030-06-01',
};

describe('approvalAfterEdit', () => {
  it.each<[string, Partial<EditedRecord>, { isApproved: boolean; documentsUnderReview: boolean }]>([
    ['a renewal of a document still valid keeps it on the road, under review', {}, { isApproved: true, documentsUnderReview: true }],
    ['a renewal on the old one’s last day too', { replacedDocumentsEnd: ['2030-06-01'] }, { isApproved: true, documentsUnderReview: true }],
    ['a document that has already expired sends it back to waiting', { replacedDocumentsEnd: ['2030-05-31'] }, { isApproved: false, documentsUnderReview: false }],
    ['a document that was not on file is reviewed before it drives', { replacedDocumentsEnd: [null] }, { isApproved: false, documentsUnderReview: false }],
    ['a new name with the document sends it back', { otherChangeNeedsApproval: true }, { isApproved: false, documentsUnderReview: false }],
    ['a record waiting for approval keeps waiting', { wasApproved: false }, { isApproved: false, documentsUnderReview: false }],
    ['a phone number change keeps where it stood', { replacedDocumentsEnd: [], wasUnderReview: true }, { isApproved: true, documentsUnderReview: true }],
    ['staff’s own edit is approved', { byStaff: true, otherChangeNeedsApproval: true }, { isApproved: true, documentsUnderReview: false }],
    ['staff’s edit of a record without its papers leaves it waiting', { byStaff: true, wasApproved: false, papersComplete: false }, { isApproved: false, documentsUnderReview: false }],
  ])('%s', (_what, change, expected) => {
    expect(approvalAfterEdit({ ...renewal, ...change })).toEqual(expected);
  });
});
