import { useState } from 'react';
import { saveUser } from '../../lib/session';
import { ProfileForm } from './ProfileForm';
import { useRefusedPost } from './refused-post';
import { Section, type SectionNotes, type SectionProps } from './Section';
import { useExpired } from './use-expired';

export const PROFILE_NOTES: SectionNotes = {
  'profile-saved': { tone: 'success', text: 'Your profile was saved.' },
};

/** Name and username (an emptied username is removed), and the picture Google gave, if any. */
export function ProfileSection({ id, title, data, flash }: SectionProps) {
  const [user, setUser] = useState(data.me.data);
  const expired = useExpired();
  const posted = useRefusedPost(id);
  if (!user) return <Section id={id} title={title} description={data.me.problem} />;
  return (
    <Section
      id={id}
      title={title}
      description="The name we greet you with, and a username if you would like one."
      message={posted.message ?? flash}
    >
      {user.avatar ? (
        <img
          src={user.avatar}
          alt="Your profile picture, from your Google account"
          className="account-avatar"
          width={64}
          height={64}
          referrerPolicy="no-referrer"
        />
      ) : null}
      <ProfileForm
        user={user}
        action={`/account#${id}`}
        posted={posted}
        onUser={(next) => {
          saveUser(next);
          setUser(next);
        }}
        onExpired={expired}
      />
    </Section>
  );
}
