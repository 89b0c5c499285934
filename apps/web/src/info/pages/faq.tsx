import { PageHeader } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { FaqGroups, type FaqGroup } from '../faq-groups';
import '../info-pages.css';

const GROUPS: readonly FaqGroup[] = [
  {
    title: 'Getting help',
    questions: [
      {
        question: 'Is Harbor a crisis service?',
        answer: (
          <p>
            No. Nobody watches the site around the clock and we can't send help. If you are in
            danger, call <a href="tel:911">911</a>. If you are thinking about suicide or are in
            emotional distress, call or text <a href="tel:988">988</a> to reach the 988 Suicide
            &amp; Crisis Lifeline. It is free and open 24/7 in the United States.
          </p>
        ),
      },
      {
        question: 'How do I find help near me?',
        answer: (
          <p>
            Start with <Link to="/resources">Resources</Link>, which lists hotlines, text lines and
            services. For local help with food, housing, bills and more, call{' '}
            <a href="tel:211">211</a> or search <a href="https://www.211.org/">211.org</a>. It is
            free and private. In many areas you can also text your ZIP code to{' '}
            <a href="sms:898211">898-211</a>. Hours and services depend on where you live.
          </p>
        ),
      },
      {
        question: "I don't live in the United States. Can Harbor help me?",
        answer: (
          <p>
            Our guides can still help, but most phone numbers and programs we list are in the United
            States. To find free helplines in your country, try{' '}
            <a href="https://findahelpline.com/">Find A Helpline</a>.
          </p>
        ),
      },
      {
        question: 'Is what I read here legal or medical advice?',
        answer: (
          <p>
            No. We share general information in plain language. For advice about your own situation,
            talk to a lawyer, an accredited representative, a doctor or the agency involved. Our
            post on <Link to="/blog/finding-free-legal-help">finding free legal help</Link> can get
            you started.
          </p>
        ),
      },
      {
        question: 'Where do your phone numbers and links come from?',
        answer: (
          <>
            <p>
              We check almost every one on a page of the group that runs the service, or of the
              government agency that funds it or sets the rule, and we show the page we checked. For
              a few numbers, links and rights, we could not reach the owner's own page. Those rest
              on two separate reports, such as news stories, that quote the owner. We keep a list of
              those and check them again.
            </p>
            <p>
              For each number, text code, opening hours, deadline and right, we keep the page we
              read, the date we read it and the words on it that back the fact. A check runs on
              every change to the site. It stops the change if a fact has no source, if the source
              is not on the owner's site or a site that speaks for it, or if the date is wrong. It
              also lists any fact we have not checked for a year, and every fact that rests on
              reports, so we check it again.
            </p>
            <p>
              Anyone can reuse this list. We publish it as <Link to="/open-data">open data</Link>.
            </p>
            <p>
              If we cannot check a fact, we leave it out. If you find a wrong number or fact, please{' '}
              <Link to="/contact?topic=wrong-fact">report it on our contact form</Link> and we will
              fix it.
            </p>
          </>
        ),
      },
    ],
  },
  {
    title: 'Using the site safely',
    questions: [
      {
        question: 'What does the Quick exit button do?',
        answer: (
          <p>
            It leaves Harbor at once and opens a plain weather search, in case someone walks in who
            shouldn't see what you are reading. You can also press Shift three times. It does not
            erase your browser history: a private or incognito window does that better.
          </p>
        ),
      },
      {
        question: 'Can I use Harbor on a shared or library computer?',
        answer: (
          <p>
            Yes. Use a private or incognito window if you can, and sign out when you are done.
            Signing out removes your sign-in details from that browser. Answers you type in a guided
            activity stay only in that browser, and you can clear them from the activity.
          </p>
        ),
      },
      {
        question: 'What do you do with my information?',
        answer: (
          <p>
            We keep as little as we can, we use no trackers or ads, and we never sell it. Our{' '}
            <Link to="/privacy">privacy page</Link> lists exactly what is stored and where.
          </p>
        ),
      },
      {
        question: 'How do I see or delete what you hold about me?',
        answer: (
          <p>
            Send us a message through the <Link to="/contact">contact page</Link> from the email
            address on your account, and say what you would like: a copy, a correction or deletion.
            A person on our team will answer.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Accounts and membership',
    questions: [
      {
        question: 'Is Harbor free?',
        answer: (
          <p>
            Yes. The guides, resources, blog and most of the library are free, with no account. Paid
            memberships add more and help keep the free parts going.
          </p>
        ),
      },
      {
        question: 'Do I need an account?',
        answer: (
          <p>
            No. You can read almost everything without one. A free account lets you join a paid
            membership later and keeps your membership when you sign in on another device.{' '}
            <Link to="/signup">Create a free account</Link>.
          </p>
        ),
      },
      {
        question: 'What do the paid memberships include?',
        answer: (
          <p>
            Every paid membership (Basic, Premium and VIP) opens the members' part of the library
            and the digital bundles to download. See{' '}
            <Link to="/products/membership">Membership</Link> and <Link to="/pricing">Pricing</Link>{' '}
            for what each one includes and costs.
          </p>
        ),
      },
      {
        question: "I can't afford a paid membership. Can I still get one?",
        answer: (
          <>
            <p>
              Yes. Sign in, open <Link to="/pricing#hardship">Pricing</Link> or any membership page
              and choose "Can't afford it right now?". You get Basic free for 90 days: the members'
              library, the digital bundles and the Premium badge, at once. We don't ask for proof or
              a card; telling us what you need it for is optional, and only the Harbor team can read
              it.
            </p>
            <p>
              It ends by itself after 90 days. Each account can have it once every 12 months: when
              it ends, you can ask again once 12 months have passed since it started. Your account
              needs its email address confirmed. New accounts wait one day, so we can keep the offer
              fair: if yours is newer, you can still ask now, and it starts by itself once your
              account is a day old. If you later choose paid Basic, your first payment is taken only
              when your free time would have ended, so you don't lose a day. The free time is Basic
              only: Premium or VIP is paid for from the day you choose it. Someone who already pays
              keeps their plan.
            </p>
          </>
        ),
      },
      {
        question: "I can't sign in. What can I do?",
        answer: (
          <p>
            On the <Link to="/login">sign-in page</Link>, choose "Forgot your password?" and we will
            email you a link to set a new one. If that doesn't work,{' '}
            <Link to="/contact">contact us</Link>.
          </p>
        ),
      },
      {
        question: 'How do I cancel a paid membership?',
        answer: (
          <p>
            You can cancel at any time. Send us a message through the{' '}
            <Link to="/contact">contact page</Link> (choose the topic "Membership or payments") from
            the email on your account, and we will take care of it.
          </p>
        ),
      },
      {
        question: 'Are my card details safe?',
        answer: (
          <p>
            Payments are handled by Stripe, a payment company. You type your card details on
            Stripe's secure page, and they never reach Harbor.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Taking part',
    questions: [
      {
        question: 'How can I share my story?',
        answer: (
          <p>
            Use the form on the <Link to="/share">Share</Link> page. A person reads every story
            before anything is published, and we only publish it if you said yes. You don't have to
            give your name.
          </p>
        ),
      },
      {
        question: 'How can I support Harbor?',
        answer: (
          <p>
            You can <Link to="/donate">donate</Link>, join a{' '}
            <Link to="/products/membership">paid membership</Link>, buy from the{' '}
            <Link to="/products">shop</Link>, or simply <Link to="/share">share Harbor</Link> with
            someone who might need it.
          </p>
        ),
      },
      {
        question: 'How do I hear about new posts?',
        answer: (
          <p>
            Follow the blog in any feed reader with <a href="/rss.xml">our RSS feed</a>, or{' '}
            <Link to="/mailerlite-form">sign up for our newsletter</Link>.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  usePageMeta({
    title: 'FAQ',
    description:
      'Answers to common questions about Harbor: getting help, staying safe on a shared computer, your information, accounts and memberships.',
  });
  return (
    <>
      <PageHeader
        title="Frequently asked questions"
        intro="Short answers to the questions people ask us most. If yours isn't here, please reach out — there are no silly questions."
      />
      <div className="web-info-callout">
        <p>
          In danger right now? Call <a href="tel:911">911</a>. Thinking about suicide? Call or text{' '}
          <a href="tel:988">988</a>, any time.
        </p>
      </div>
      <FaqGroups groups={GROUPS} />
      <p>
        Still have a question? <Link to="/contact">Send us a message</Link>, or go back to{' '}
        <Link to="/">Harbor's home page</Link>.
      </p>
    </>
  );
}
