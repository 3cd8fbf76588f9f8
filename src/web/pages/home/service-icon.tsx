import { Cctv, FingerprintPattern, type LucideIcon, Monitor, Smartphone, Store, Wrench } from 'lucide-react';
import type { services } from '../../../content/index.js';

type ServiceIconName = (typeof services)[number]['icon'];

/** The icons the services name; a Record, so the compiler flags a name without its component. */
const icons: Record<ServiceIconName, LucideIcon> = {
  Cctv,
  FingerprintPattern,
  Monitor,
  Smartphone,
  Store,
  Wrench,
};

/** Decorative: the service's title beside it says what it means. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
