import { Section, type SectionProps } from './Section';

export function DataSection({ id, title }: SectionProps) {
  return (
    <Section
      id={id}
      title={title}
      description="Download what we keep about you, or delete your account."
    />
  );
}
