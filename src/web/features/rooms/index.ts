// What other features may use of rooms.
export { RoomList } from "./components/RoomList";
export { useRoomList } from "./api/list-rooms";
