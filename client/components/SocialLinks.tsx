import { site } from '../content/site';
import { socialIcons } from './BrandIcons';

/** The trust's three social profiles, opening in a new tab. */
export function SocialLinks({ className = 'social-links' }: { className?: string }) {
  return (
    <ul className={className}>
      {site.social.map((profile) => {
        const Icon = socialIcons[profile.name];
        return (
          <li key={profile.name}>
            <a
              href={profile.href}
              aria-label={profile.label}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
