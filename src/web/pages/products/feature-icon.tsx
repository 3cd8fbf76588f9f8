import {
  Award,
  BadgeCheck,
  Cctv,
  HardDrive,
  Headset,
  Laptop,
  type LucideIcon,
  Network,
  ShieldCheck,
} from 'lucide-react';
import type { productTypes, whyChooseProducts } from '../../../content/index.js';

type PortfolioIconName = (typeof productTypes)[number]['icon'] | (typeof whyChooseProducts)[number]['icon'];

/** The icons the portfolio's content names; the compiler checks none is missing. */
const icons: Record<PortfolioIconName, LucideIcon> = {
  Award,
  BadgeCheck,
  Cctv,
  HardDrive,
  Headset,
  Laptop,
  Network,
  ShieldCheck,
};

type FeatureIconProps = { name: PortfolioIconName; className: string };

/** Decorative: the feature's title beside it says what it means. */
export function FeatureIcon({ name, className }: FeatureIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}

export type { PortfolioIconName };
