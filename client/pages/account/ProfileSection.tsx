import { Section, type SectionProps } from './Section';

export function ProfileSection({ id, title }: SectionProps) {
  return <Section id={id} title={title} description="Your name and username." />;
}
