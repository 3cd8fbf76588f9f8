import { adminBackgroundVideo, photoPath } from '../../../../content/index.js';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion.js';

/**
 * The login view's decorative background: a muted, looping video, or only its still poster for
 * visitors who asked for less motion. Hidden from assistive technology.
 */
export function AdminBackgroundVideo() {
  const reducedMotion = usePrefersReducedMotion();
  const poster = photoPath(adminBackgroundVideo.poster.id);
  const className = 'absolute inset-0 size-full object-cover';
  if (reducedMotion) return <img src={poster} alt="" aria-hidden="true" className={className} />;
  return (
    <div aria-hidden="true">
      <video autoPlay muted loop playsInline poster={poster} className={className}>
        {adminBackgroundVideo.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    </div>
  );
}
