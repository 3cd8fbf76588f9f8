import type { FastifyInstance } from 'fastify';

/** A complete, valid enquiry as the form sends it: a business in Gaya wanting laptops. */
export function enquiryPayload(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Asha Verma',
    phone: '98765 43210',
    email: 'asha@example.com',
    place: '823001',
    brand: 'HP',
    product: 'Laptops',
    quantity: 20,
    message: 'For our new office.',
    customerType: 'business',
    topic: 'sales',
    sourcePage: '/brands/hp',
    consent: true,
    website: '',
    ...fields,
  };
}

export function postEnquiry(app: FastifyInstance, payload: unknown, remoteAddress = '49.37.10.1') {
  return app.inject({ method: 'POST', url: '/api/enquiries', payload: payload as object, remoteAddress });
}
