/** The spec's empty state for the analytics tab when no data was loaded (seed section 2). */
export const refreshDataHint = 'Click "Refresh Data" to load database content';
