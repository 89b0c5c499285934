// The offline copy is not kept in shared-computer mode: the mode is @harbor/device-storage's.
export { isSharedComputerMode } from '@harbor/device-storage';
