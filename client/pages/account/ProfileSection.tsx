import { useState } from 'react';
import { formText } from '../../lib/form-action';
import { memberApi } from '../../lib/member-loader';
import { saveUser } from '../../lib/session';
import { done, refused, type Answer, type Post } from './account-post';
import { profileChanges, ProfileForm } from './ProfileForm';
import { useRefusedPost } from './refused-post';
import { Section, type AccountSection, type SectionNotes, type SectionProps } from './Section';
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

async function saveProfile(post: Post): Promise<Answer> {
  const fields = { name: formText(post.form, 'name'), username: formText(post.form, 'username') };
  const answer = await memberApi(post.args, '/api/users/me', {
    method: 'PATCH',
    body: profileChanges(fields.name, fields.username),
  });
  return answer.ok ? done('profile', 'profile-saved') : refused('profile', answer, fields);
}

export const PROFILE_SECTION: AccountSection = {
  id: 'profile',
  title: 'Profile',
  Component: ProfileSection,
  notes: PROFILE_NOTES,
  intents: import.meta.env.SSR ? { profile: saveProfile } : {},
};
