import { PageHeader, Section } from '@harbor/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title';

export default function PrivacyPage() {
  usePageTitle('Privacy');
  return (
    <>
      <PageHeader
        title="Privacy"
        intro="Your trust matters to us, so we collect as little as we can. We never sell your information, and you can ask us to delete your account at any time."
      />
      <Section title="What we keep">
        <p>
          If you create an account, we keep your email address, your name and your membership, so
          you can sign in and use what you have joined. Your browser also remembers whether you have
          visited before and which version of the site it last loaded; both stay on your device.
        </p>
      </Section>
      <Section title="On a shared or public computer">
        <p>
          Sign out when you are done, so the next person cannot see your account. Signing out
          removes your sign-in details from that browser.
        </p>
      </Section>
      <Section title="Questions">
        <p>
          To see, correct or delete what we hold about you, <Link to="/contact">contact us</Link>. A
          real person will answer.
        </p>
      </Section>
    </>
  );
}
