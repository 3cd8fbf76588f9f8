import type { EnquiryReceipt } from '#shared/enquiries.js';
import { ApiError, ApiUnreachableError, apiJson } from '#web/lib/api-client.js';

export type SendOutcome =
  | { kind: 'accepted'; receipt: EnquiryReceipt }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'unreachable' };

/** `POST /api/enquiries` with the checked form, asking to be answered in its page's language ('bn'). */
export async function sendEnquiry(body: object, language: string): Promise<SendOutcome> {
  try {
    const { data } = await apiJson<EnquiryReceipt>('/api/enquiries', {
      method: 'POST',
      json: body,
      acceptLanguage: language,
    });
    return { kind: 'accepted', receipt: data };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'unreachable' };
    if (error instanceof ApiError) return { kind: 'refused', message: error.message, fields: error.fields };
    throw error;
  }
}
