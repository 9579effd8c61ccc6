import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { COMPANY } from '@vozimo/contract';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

const supportLink = <Anchor href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</Anchor>;

export const customTripLink = (
  <Anchor component={Link} to="/app/new-trip">
    request a custom trip
  </Anchor>
);

/** The five groups of spec section 2, answered from the business rules of spec sections 5 and 9. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'General',
    items: [
      {
        question: 'What is Vozimo?',
        answer:
          'Vozimo arranges private, door-to-door transfers and sightseeing day trips with professional local drivers. You travel only with your own group, from the address you choose to the address you choose.',
      },
      {
        question: 'Where do you drive?',
        answer:
          'Mainly in Croatia and Slovenia: every trip starts or ends in one of the two countries, so a transfer from Zagreb to Ljubljana, from Split to Dubrovnik or from Dubrovnik airport to Montenegro is fine.',
      },
      {
        question: 'What kind of vehicles do you use?',
        answer:
          'From sedans to vans and buses, for groups of up to 50 people. All our cars are under ten years old, clean, modern and comfortable.',
      },
      {
        question: 'When are your drivers available?',
        answer: 'Our drivers are available 24/7, including early morning flights and late night arrivals.',
      },
    ],
  },
  {
    title: 'Special requests',
    items: [
      {
        question: 'Can I get a child seat?',
        answer:
          'Yes, child seats are available on request. Tick "Child seats" when booking and tell us the age of each child so the driver brings the right seats.',
      },
      {
        question: 'Can we stop on the way?',
        answer:
          'Yes. You can add sightseeing stops to a transfer and choose how long to stay. Extra stop time carries an hourly fee that depends on the country; the price is shown before you book.',
      },
      {
        question: 'We are a large group. Can you help?',
        answer: 'Yes, we arrange vehicles for groups of up to 50 people, from several vans to a full-size bus.',
      },
      {
        question: 'I cannot find the trip I want.',
        answer: <>You can {customTripLink} with your own route, stops and times, and we will arrange it.</>,
      },
    ],
  },
  {
    title: 'Trip details',
    items: [
      {
        question: 'How much luggage can I bring?',
        answer:
          'Each passenger may bring one large bag (74 x 53 x 28 cm) and one small bag (56 x 36 x 23 cm). If you travel with more, or with bulky items such as bicycles or skis, say so in the notes and we will send a bigger vehicle.',
      },
      {
        question: 'What if my flight is delayed?',
        answer:
          'Give us your flight number when booking. For airport pickups the driver waits up to 60 minutes after a delayed landing at no extra cost.',
      },
      {
        question: 'When do I receive my booking confirmation?',
        answer: 'A confirmation e-mail goes out about 1 hour after a driver accepts your requested trip.',
      },
      {
        question: 'Is the gratuity included?',
        answer: 'No, gratuity is not included. If you are happy with your driver, about 10% of the price is customary.',
      },
    ],
  },
  {
    title: 'Payment',
    items: [
      {
        question: 'How can I pay?',
        answer: 'We accept Visa, Mastercard and American Express (AmEx) cards, or cash to the driver.',
      },
      {
        question: 'Do I pay in advance?',
        answer:
          'A deposit of 25% of the price is paid online by card to confirm the booking; the rest is paid to the driver on the day of the trip.',
      },
      {
        question: 'My card payment failed. What should I do?',
        answer: (
          <>
            Try again with another card (Visa, Mastercard or AmEx), or contact our support at {supportLink} and we will
            help you complete the booking.
          </>
        ),
      },
      {
        question: 'I have not received any e-mail. Is my booking canceled?',
        answer: (
          <>
            No. Not receiving our e-mails does not mean your booking is canceled: please check your spam folder, or
            write to {supportLink} and we will confirm your booking.
          </>
        ),
      },
    ],
  },
  {
    title: 'Changes & cancellations',
    items: [
      {
        question: 'Can I change my itinerary?',
        answer:
          'Changes are free up to 36 hours before departure. Later changes are handled on a best-effort basis and may carry a fee.',
      },
      {
        question: 'Can I cancel and get a refund?',
        answer: 'Yes. Cancel up to 24 hours before departure and you get a full refund for the private service.',
      },
      {
        question: 'How do I change or cancel a booking?',
        answer: <>Write to {supportLink} with your booking reference, or ask the travel agent who booked your trip.</>,
      },
    ],
  },
];
