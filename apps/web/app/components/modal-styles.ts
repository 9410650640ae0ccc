// Mantine's modal needs these stylesheets (there is no global one); imported once by every dialog here.
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
