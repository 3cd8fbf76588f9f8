import { createContext } from 'react';

/** Whether the floating dock is held back (see `useHeldBackOverText`): its passing pieces wait. */
export const DockHeldBackContext = createContext(false);
