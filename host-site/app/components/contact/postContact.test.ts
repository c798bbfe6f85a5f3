import { type ContactSubmission, newSubmissionId } from '@tod/domain';
import { describe, expect, it, vi } from 'vitest';
import { postContact } from './postContact.ts';

const submission = { submissionId: newSubmissionId(1_700_000_000_000, 0.1) } as ContactSubmission;

describe('postContact', () => {
  it('posts JSON to /api/contact-form and answers the submission id', async () => {
    const fetcher = vi.fn(async () => Response.json({ ok: true, submissionId: submission.submissionId }, { status: 201 }));
    await expect(postContact(fetcher, submission)).resolves.toEqual({ data: { submissionId: submission.submissionId } });
    expect(fetcher).toHaveBeenCalledWith(
      '/api/contact-form',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(submission) }),
    );
  });

  it("shows the server's message and field errors when the answer is not ok", async () => {
    const fetcher = async () =>
      Response.json(
        {
          message: 'Please check the highlighted fields.',
          code: 'validation_failed',
          fieldErrors: { postalCode: 'ZIP code must be 5 digits', bad: 1 },
        },
        { status: 400 },
      );
    await expect(postContact(fetcher, submission)).resolves.toEqual({
      error: { message: 'Please check the highlighted fields.', fieldErrors: { postalCode: 'ZIP code must be 5 digits' } },
    });
  });

  it('falls back to the SPEC text when a failed answer has no message', async () => {
    await expect(postContact(async () => new Response('oops', { status: 500 }), submission)).resolves.toEqual({
      error: { message: 'Something went wrong. Please try again.', fieldErrors: {} },
    });
  });

  it('answers the SPEC unexpected-error text when the request itself fails', async () => {
    await expect(postContact(async () => Promise.reject(new TypeError('Failed to fetch')), submission)).resolves.toEqual({
      error: { message: 'An unexpected error occurred. Please try again.', fieldErrors: {} },
    });
  });
});
