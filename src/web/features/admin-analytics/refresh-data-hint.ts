/** The spec's empty state for the analytics tab when no data was loaded (spec section 2 "Super-admin"). */
export const refreshDataHint = 'Click "Refresh Data" to load database content';
