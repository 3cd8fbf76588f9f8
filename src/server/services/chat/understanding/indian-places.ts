// The gazetteer moved to services/places (the enquiry routing uses it too); the chat's
// understanding keeps reading it from here.
export * from '#server/services/places/indian-places.js';
