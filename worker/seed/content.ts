/** Words the demo data is made of: people, places, and what goes wrong with companies. */

export const FIRST_NAMES = [
  "Maya",
  "Liam",
  "Sofia",
  "Noah",
  "Aisha",
  "Lucas",
  "Priya",
  "Ethan",
  "Chloe",
  "Mateo",
  "Hannah",
  "Omar",
  "Grace",
  "Diego",
  "Yuki",
  "Daniel",
  "Leila",
  "Samuel",
  "Emma",
  "Kofi",
  "Nina",
  "Jonas",
  "Zara",
  "Felix",
  "Ines",
  "Marcus",
  "Amara",
  "Oliver",
  "Rosa",
  "Tariq",
];

export const LAST_NAMES = [
  "Patel",
  "Johnson",
  "García",
  "Müller",
  "Okafor",
  "Nguyen",
  "Rossi",
  "Kim",
  "Andersson",
  "Cohen",
  "Silva",
  "Dubois",
  "Walker",
  "Kowalski",
  "Haddad",
  "Tanaka",
  "Murphy",
  "Schmidt",
  "Mensah",
  "Lopez",
  "Novak",
  "Brennan",
  "Fischer",
  "Ahmed",
  "Costa",
];

export const CITIES = [
  "Palo Alto, CA, USA",
  "Mountain View, CA, USA",
  "San Jose, CA, USA",
  "Cupertino, CA, USA",
  "San Francisco, CA, USA",
  "New York, NY, USA",
  "Chicago, IL, USA",
  "Austin, TX, USA",
  "Seattle, WA, USA",
  "Miami, FL, USA",
  "Denver, CO, USA",
  "Boston, MA, USA",
  "London, UK",
  "Manchester, UK",
  "Dublin, Ireland",
  "Berlin, Germany",
  "Munich, Germany",
  "Paris, France",
  "Madrid, Spain",
  "Amsterdam, Netherlands",
  "Stockholm, Sweden",
  "Toronto, Canada",
  "Sydney, Australia",
  "Lagos, Nigeria",
  "Mumbai, India",
];

export const BIOS = [
  "Consumer rights enthusiast. I read the small print so you don't have to.",
  "Frequent flyer, occasional complainer, always polite.",
  "Small business owner who expects the same service I give.",
  "Parent of three. Every refund counts.",
  "Engineer. I keep receipts and screenshots.",
];

type Template = (v: { product: string; days: number; amount: string; order: string }) => string;

const generic: Template[] = [
  ({ amount, days }) =>
    `I was charged ${amount} twice and it has been ${days} days without a refund. Every time I call I'm told it is "being processed". I have bank statements showing both charges.`,
  ({ days }) =>
    `Customer service hung up on me three times this week. I've been waiting ${days} days for someone to actually read my case instead of sending the same copy-paste reply.`,
  ({ product }) =>
    `The ${product} stopped working after two weeks. Support asked me to reset it, then to send photos, then to reset it again. I want a replacement, not another script.`,
  ({ order, days }) =>
    `Order ${order} was marked as delivered ${days} days ago but nothing arrived. The driver photo shows a door that isn't mine. Still no answer from support.`,
  ({ amount }) =>
    `They cancelled my subscription by mistake, then charged ${amount} to reactivate it. Nobody can explain the fee and the chat agent closed the conversation on me.`,
  ({ days, product }) =>
    `Promised a callback within 24 hours about my ${product}. That was ${days} days ago. I've spent more time on hold than actually using what I paid for.`,
];

const byIndustry: Record<string, { products: string[]; templates: Template[] }> = {
  Airlines: {
    products: ["checked bag", "flight", "seat upgrade", "travel voucher"],
    templates: [
      ({ days }) =>
        `My flight was delayed 9 hours, we missed our connection and had to sleep on the airport floor. The compensation form has been "under review" for ${days} days.`,
      ({ amount }) =>
        `Lost my checked bag on a direct flight. I bought essentials for ${amount} and kept every receipt, but the claim portal keeps rejecting my upload.`,
      () =>
        `Cancelled our flight two hours before departure and the only rebooking offered was three days later. No hotel, no meal vouchers, and the desk was closed.`,
    ],
  },
  Telecommunications: {
    products: ["fiber line", "router", "mobile plan", "cable box"],
    templates: [
      ({ days }) =>
        `Internet has been down for ${days} days. The status page says "no outage in your area" while my whole street is offline. Still paying full price.`,
      ({ amount }) =>
        `My bill went up by ${amount} without any notice. The "promotional rate" I signed up for apparently expired after two months instead of twelve.`,
      () =>
        `Technician no-show for the second time. I took a day off work for a 8am-12pm window and nobody came or called.`,
    ],
  },
  "Banking & Finance": {
    products: ["debit card", "savings account", "mortgage application", "wire transfer"],
    templates: [
      ({ amount, days }) =>
        `A wire transfer of ${amount} has been "pending" for ${days} days. The money left my account but never arrived. The branch says to call, the phone line says to visit the branch.`,
      () =>
        `My card was frozen for "suspicious activity" while I was abroad, even though I set a travel notice. I had no way to pay for my hotel.`,
      ({ amount }) =>
        `They charged me an overdraft fee of ${amount} on a day my balance was positive. Their own app shows it.`,
    ],
  },
  "Delivery & Logistics": {
    products: ["parcel", "package", "grocery order", "return label"],
    templates: [
      ({ order, days }) =>
        `Package ${order} has been stuck "in transit" at the same depot for ${days} days. Tracking hasn't moved and nobody answers the depot phone.`,
      () =>
        `The courier left my parcel in the rain outside the building. The laptop inside is water damaged and the claim was rejected because "delivery was completed".`,
      ({ amount }) =>
        `Half of my grocery order was missing and I was still charged ${amount}. The refund button in the app just says "something went wrong".`,
    ],
  },
  "Food & Restaurants": {
    products: ["delivery order", "meal", "gift card", "loyalty points"],
    templates: [
      () =>
        `Found a piece of plastic in my meal. The manager shrugged and offered a coupon. I'm more worried about whoever orders next.`,
      ({ amount }) =>
        `My gift card worth ${amount} shows a zero balance even though I never used it. Support says they "can't see the history".`,
      () =>
        `Waited 40 minutes for a mobile order that was marked ready. Staff said the app "does that sometimes".`,
    ],
  },
};

export function complaintTemplatesFor(industry: string) {
  const specific = byIndustry[industry];
  return {
    products: specific?.products ?? ["product", "order", "account", "subscription"],
    templates: [...(specific?.templates ?? []), ...generic],
  };
}

export const COMPANY_RESPONSES = [
  "We're sorry for the trouble. Our team has reviewed your case and a specialist will contact you within one business day.",
  "Thank you for raising this. We have escalated your case internally and processed the refund; it should appear within 3-5 business days.",
  "We apologise for the experience. We've located the issue with your order and arranged a replacement at no cost.",
  "This is not the service we aim for. We've credited your account and updated our process so this doesn't happen again.",
  "We've looked into this and sent you a direct message with next steps. Please reply there so we can resolve it quickly.",
];

export const REIMBURSEMENTS = [
  "Full refund of the original charge",
  "$25 account credit",
  "$50 travel voucher",
  "Free replacement with express shipping",
  "Three months of service free of charge",
];

export const COMMENTS = [
  "Same thing happened to me last month. Keep pushing, they eventually answered.",
  "This is unacceptable. Did you try contacting them on social media?",
  "Ucked. Companies need to see how common this is.",
  "I had the exact same problem. Filing a chargeback worked for me.",
  "Thanks for posting this, I was about to order from them.",
  "Any update? I'm curious whether they ever replied.",
  "Consumer protection agencies take these seriously, worth a formal complaint too.",
  "Wow, two weeks with no answer is crazy.",
];

/** Syllables for the extra companies a large benchmark database needs beyond the directory. */
export const NAME_PARTS = {
  first: ["Nor", "Vel", "Quin", "Ast", "Bri", "Cal", "Dor", "Eld", "Fen", "Gal", "Hal", "Ira"],
  second: ["vex", "tra", "mont", "ora", "lux", "nex", "wyn", "dale", "cor", "tek"],
  suffix: [
    "Telecom",
    "Airways",
    "Bank",
    "Logistics",
    "Foods",
    "Electronics",
    "Insurance",
    "Retail",
  ],
};
