import { clocksEn } from "./clocks";
import { groupEn } from "./group";
import { resolutionEn } from "./resolution";

/**
 * The /create page's own words (decision 052): sent by its loader in the page's
 * language only. English: the spec's texts, word for word as they were in the components; its
 * keys are the type Turkish and Spanish must fill, with the same `{placeholders}`.
 */
export const createEn = {
  "create.heading": "New Complaint",
  "create.authRequired": "Authentication required",
  // {login} and {register} are the links below.
  "create.authText":
    "You can write your complaint now; to publish it, please {login} or {register}. Your draft is kept.",
  "create.authLogIn": "log in",
  "create.authRegister": "register",
  "create.openYourComplaint": "Open your complaint",
  "create.yourComplaint": "Your complaint",
  "create.textPlaceholder":
    "What happened? Dates, order numbers and what you expect from the company all help.",
  "create.location": "Location (optional)",
  "create.locationPlaceholder": "City, Country",
  "create.sendToVenue":
    "If the company does not answer within 48 hours, send my file for me to the consumer authority for my case, where it takes complaints by e-mail (with my address to reply to). The complaint page will say whether it was sent.",
  "create.showName": "Show my name publicly",
  "create.showNameNote":
    "Off: the public sees only your initials and a plain avatar, with no link to your profile. The company, the authorities your file goes to and you still see your name. You can change it later on the complaint.",
  "create.submitting": "Submitting…",
  "create.uploadingPhoto": "Uploading photo…",
  "create.submit": "Submit complaint",
  "create.draftNote":
    "Your draft is kept on this device for your account alone until it is sent or you sign out, even offline or in another tab (a photo for 23 hours).",
  "create.sentToCompanyNote":
    "Your complaint is published for everyone to read, and its first line and a link to it are sent to the company wherever UCK can reach it: to the people who manage its page on UCK, or by mail to its complaints address. Its page says when it was sent, or why not yet.",
  "create.dialogTitle": "Authentication Required",
  "create.dialogText": "Please log in or register to publish your complaint. Your draft is kept.",
  "create.register": "Register",
  "create.login": "Login",
  // Back online with a complaint sent while offline.
  "create.backOnline": "You are back online",
  "create.backOnlineText": "Your complaint is still here. Send it now?",
  // Submitted with the network gone: not a failure to report.
  "create.offline": "You are offline",
  "create.offlineText":
    "Your complaint was not sent and is kept on this device. We will offer to send it as soon as you are back online.",
  "filed.title": "Complaint submitted successfully!",
  "filed.description": "{published} {reach}",
  "filed.published": "Your complaint has been published and is now searchable.",
  "filed.siliconValley":
    "Your complaint has been published with enhanced visibility across Silicon Valley.",
  "filed.siliconValleyCeo":
    "Your complaint has been published with enhanced visibility across Silicon Valley and tagged for {ceo}, {title} of {company}.",
  "filed.members": "Companies will be notified immediately.",
  "filed.mailNow":
    "It is being sent whole, with what would resolve it and the amount, to {company} at {address}.",
  "filed.accountCap":
    "Your complaints filled your share of UCK's mail to companies for today, so this one goes to {company} in a later mail, once that share frees.",
  "filed.unreachable":
    "It has not been sent to {company}: {reason} Claiming the page or suggesting its complaints address changes that.",
  "create.sendComplaint": "Send complaint",
  // The company selector.
  "create.lookupFailed": "Error searching company",
  "create.lookupFailedText":
    "Could not find company information. Please try again or enter the company's domain.",
  "create.lookupNotFound": "Could not find company information.",
  "create.searchingCompany": "Searching company...",
  "create.companyFound": "Company found!",
  "create.companyCreated": "Company created!",
  "create.domainRequired": "Domain required",
  "create.domainRequiredText": "Please enter a company domain to search.",
  "create.change": "Change",
  "create.findCompany": "Find the company",
  "create.searchByName": "Search by Name",
  "create.enterDomain": "Enter Domain",
  "create.companyName": "Company name",
  "create.companyNamePlaceholder": "e.g. Delta Air Lines",
  "create.whichCompany": "Which company do you mean?",
  "create.websiteDomain": "Company website domain",
  "create.websiteDomainHint": "Only needed when UCK does not know the company's name yet.",
  "create.domainPlaceholder": "e.g. delta.com",
  "create.searching": "Searching…",
  "create.noMatch":
    "No company called “{name}” is known yet. Enter its website's domain and UCK adds it.",
  "create.companyDomain": "Company domain",
  "create.search": "Search",
  // The photo.
  "create.fileTooLarge": "File too large",
  "create.fileTooLargeText": "Please select an image smaller than 5MB.",
  "create.invalidFileType": "Invalid file type",
  "create.invalidFileTypeText": "Please select an image file.",
  "create.imageUploaded": "Image uploaded successfully",
  "create.photo": "Photo (optional)",
  "create.photoSelected": "Selected",
  "create.removeImage": "Remove image",
  "create.uploading": "Uploading…",
  "create.addPhoto": "Add a photo (max 5MB)",
  // The position.
  "create.noGeolocation": "This browser cannot share a location.",
  "create.positionRefused":
    "Location permission was refused; the complaint will use the place you typed.",
  "create.positionUnavailable":
    "Your position is not available right now; the place you typed will be used.",
  "create.positionAdded": "Position added ({latitude}, {longitude})",
  "create.remove": "Remove",
  "create.findingPosition": "Finding your position...",
  "create.addPosition": "Add my current position",
  "create.optional": "(optional)",
  // Similar complaints (decision 029).
  "create.similarHeading": "Similar complaints",
  "create.checkSimilar": "Check for similar complaints",
  "create.similarNoCompany":
    "Name the company (or enter its website's domain) to check for similar complaints about it.",
  "create.similarNoText":
    "Write a few words of your complaint to check for similar complaints about {company}.",
  "create.similarNone": "No open complaint about {company} from the last 90 days reads like yours.",
  "create.similarFound_one": "1 open complaint about {company} reads like yours",
  "create.similarFound_other": "{count} open complaints about {company} read like yours",
  "create.similarExplain":
    "(the {max} most alike at most, from the last 90 days). If it is your problem too, “I have this problem too” sends your complaint as written above, counted with it: yours keeps its own 48-hour clock, answers and status.",
  "create.filed": "Filed {date}",
  "create.readIt": "Read it",
  "create.problemToo": "I have this problem too",
  // The form's problems (shared/complaint-validation.ts), shown before and after sending.
  "create.problem.uploadFailed.title": "Upload failed",
  "create.problem.uploadFailed.description":
    "There was an error uploading your image. Please try again.",
  "create.problem.submitFailed.title": "Error submitting complaint",
  "create.problem.submitFailed.description":
    "Please try again or contact support if the problem persists.",
  "create.problem.companyName.title": "Company name required",
  "create.problem.companyName.description": "Please enter a company name for your complaint.",
  "create.problem.companyNameControl.title": "Invalid company name",
  "create.problem.companyNameControl.description":
    "Company name cannot contain control characters.",
  "create.problem.text.title": "Complaint text required",
  "create.problem.text.description": "Please describe your complaint.",
  "create.problem.domain.title": "Company domain required",
  "create.problem.domain.description":
    "Please search for a company using their domain name or select from search results to complete your complaint.",
  "create.problem.tooLong.title": "Complaint too long",
  "create.problem.tooLong.description": "Please keep your complaint to {max} characters.",
  "create.problem.location.title": "Location too long",
  "create.problem.location.description": "Please keep the location to {max} characters.",
  "create.problem.unauthenticated.title": "Authentication Required",
  "create.problem.unauthenticated.description": "Please sign in to submit a complaint.",
  ...resolutionEn,
  ...groupEn,
  ...clocksEn,
} as const;

export type CreateMessages = Record<keyof typeof createEn, string>;
