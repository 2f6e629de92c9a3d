// What other features may use of rooms.
export { createRoom, listRooms } from "./rooms.service";
