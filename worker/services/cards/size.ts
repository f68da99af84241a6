import { CARD_SIZE } from "@shared/card-paths";

/** The picture card's size: what X, WhatsApp, Slack and Facebook show large (1.91:1). */
export const CARD_WIDTH = CARD_SIZE.width;
export const CARD_HEIGHT = CARD_SIZE.height;
