import { createContext, type ReactNode, useContext } from 'react';
import type { PublicBrand } from './publicBrand.ts';

const BrandContext = createContext<PublicBrand | null>(null);

export const BrandProvider = ({ brand, children }: { brand: PublicBrand; children: ReactNode }) => (
  <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>
);

/** The brand this page was assembled for. */
export const useBrand = (): PublicBrand => {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand needs a <BrandProvider> above it.');
  return brand;
};
