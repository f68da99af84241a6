import type { MessageKey } from "@shared/messages/en/root";
import {
  BadgeCheck,
  Bell,
  Bookmark,
  Building2,
  CircleCheck,
  CircleHelp,
  FileText,
  Flame,
  Globe,
  House,
  LayoutGrid,
  type LucideIcon,
  MapPin,
  MessageSquare,
  Newspaper,
  ScrollText,
  Search,
  Share2,
  ShieldCheck,
  TrendingUp,
  TrendingUpDown,
  Users,
  Zap,
} from "lucide-react";

export type NavItem = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** What the page lists: its metadata and the line under its heading. */
  description: string;
};

export type NavGroup = { label: string; items: NavItem[] };

/** The side navigation: every route the spec lists, grouped. One list for desktop and phone. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "Complaints",
    items: [
      {
        path: "/",
        label: "All Complaints",
        icon: House,
        description: "The latest public complaints about companies, and how they answer.",
      },
      {
        path: "/most-complained",
        label: "Most Complained",
        icon: Flame,
        description: "Companies ranked by the number of complaints they received.",
      },
      {
        path: "/most-commented",
        label: "Most Commented",
        icon: MessageSquare,
        description: "The complaints people discuss the most.",
      },
      {
        path: "/viral",
        label: "Viral",
        icon: Zap,
        description: "Complaints gaining ucks fastest right now.",
      },
      {
        path: "/most-shared",
        label: "Most Shared",
        icon: Share2,
        description: "The complaints shared most often.",
      },
      {
        path: "/trending",
        label: "Trending",
        icon: TrendingUp,
        description: "Complaints with the most recent ucks, comments and shares.",
      },
      {
        path: "/resolved",
        label: "Resolved",
        icon: CircleCheck,
        description: "Complaints the complainant confirmed as resolved.",
      },
    ],
  },
  {
    label: "Browse",
    items: [
      {
        path: "/by-industry",
        label: "By Industry",
        icon: Building2,
        description: "Complaints grouped by the industry of the company.",
      },
      {
        path: "/by-country",
        label: "By Country",
        icon: Globe,
        description: "Complaints grouped by the country they were filed from.",
      },
      {
        path: "/categories",
        label: "Categories",
        icon: LayoutGrid,
        description: "Complaints grouped by topic: travel, delivery, banking and more.",
      },
      {
        path: "/by-friends",
        label: "By Friends",
        icon: Users,
        description: "Complaints from the people and companies you follow.",
      },
      {
        path: "/near-me",
        label: "Near Me",
        icon: MapPin,
        description: "Complaints filed near you.",
      },
    ],
  },
  {
    label: "Yours",
    items: [
      {
        path: "/my-complaints",
        label: "My Complaints",
        icon: FileText,
        description: "The complaints you filed.",
      },
      {
        path: "/bookmarked",
        label: "Bookmarked",
        icon: Bookmark,
        description: "The complaints you saved.",
      },
    ],
  },
  {
    label: "UCK",
    items: [
      {
        path: "/investor-center",
        label: "Investor Center",
        icon: TrendingUpDown,
        description: "Why UCK is worth running: the market, the model and the numbers.",
      },
      {
        path: "/press-media",
        label: "Press & Media",
        icon: Newspaper,
        description: "Press releases and media contacts.",
      },
      {
        path: "/help",
        label: "Help",
        icon: CircleHelp,
        description: "Questions and answers about using UCK.",
      },
      {
        path: "/user-agreement",
        label: "User Agreement",
        icon: ScrollText,
        description: "The rules for posting and using UCK.",
      },
      {
        path: "/guarantees",
        label: "Guarantees",
        icon: BadgeCheck,
        description: "UCK's promises to complainants, each checked by a test.",
      },
      {
        path: "/privacy-policy",
        label: "Privacy Policy",
        icon: ShieldCheck,
        description: "What UCK keeps about you, why, and your rights.",
      },
    ],
  },
];

/** Pages of the top bar and bottom bar that are not in the side navigation. */
const OTHER_PAGES: NavItem[] = [
  {
    path: "/search",
    label: "Search",
    icon: Search,
    description: "Search complaints and companies.",
  },
  {
    path: "/notifications",
    label: "Notifications",
    icon: Bell,
    description: "What happened to your complaints and follows.",
  },
];

const BY_PATH = new Map(
  [...NAV_GROUPS.flatMap((group) => group.items), ...OTHER_PAGES].map((item) => [item.path, item]),
);

export function navItem(path: string): NavItem | undefined {
  return BY_PATH.get(path);
}

/**
 * The catalogue key of a navigation page's label, found by its English label (the top bar's
 * title and the side navigation show it in the page's language), or undefined.
 */
const LABEL_KEYS = new Map(
  [...BY_PATH.values()].map((item) => [item.label, `nav:${item.path}` as MessageKey]),
);
export const navLabelKey = (label: string): MessageKey | undefined => LABEL_KEYS.get(label);

/** The catalogue key of a navigation group's label. */
export const navGroupKey = (label: string) => `nav.group.${label}` as MessageKey;
