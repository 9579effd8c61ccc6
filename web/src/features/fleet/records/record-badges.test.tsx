import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { RecordBadges } from './record-badges.tsx';

describe('RecordBadges', () => {
  it('says an approved record has new documents in review, and still reads as approved (ADR 0062)', () => {
    renderWithProviders(<RecordBadges is_approved is_active rejection_reason={null} documents_under_review />);
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByText('New documents in review')).toBeTruthy();
  });

  it('says nothing of a review on a record waiting for approval', () => {
    renderWithProviders(<RecordBadges is_approved={false} is_active rejection_reason={null} documents_under_review={false} />);
    expect(screen.getByText('Waiting for approval')).toBeTruthy();
    expect(screen.queryByText('New documents in review')).toBeNull();
  });
});
