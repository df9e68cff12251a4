import { Section, type SectionProps } from './Section';

export function PasskeysSection({ id, title }: SectionProps) {
  return (
    <Section
      id={id}
      title={title}
      description="Sign in with your device’s screen lock instead of a password."
    />
  );
}
