import { createContext } from 'react';

/**
 * The page key of the area route being shown (the router provides it): the page frame's `?` links to its guide. Its
 * own module so the router, in the first bundle, does not pull the page frame and its imports in with it.
 */
export const PageKeyContext = createContext<string | undefined>(undefined);
