import { Section, type SectionProps } from './Section';

export function SessionsSection({ id, title }: SectionProps) {
  return <Section id={id} title={title} description="The devices where you are signed in." />;
}
